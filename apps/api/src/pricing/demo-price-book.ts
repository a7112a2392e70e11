// Moved to the domain's content (the site prints the demo figures before hydration); this re-export goes once every importer uses the new path.
export * from '@convoy/domain/content/demo-price-book';
