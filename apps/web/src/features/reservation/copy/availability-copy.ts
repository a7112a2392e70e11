import { formatMoney } from '../../../lib/format';
import m from './availability-copy.messages';

/** Words of the availability step. The text is in availability-copy.messages.ts (decision 048). */
export const availabilityCopy = {
  searchHeading: m.searchHeading(),
  changeSearch: m.changeSearch(),
  closeSearch: m.closeSearch(),
  tripSpan: (from: string, to: string) => m.tripSpan({ from, to }),
  loadingForm: m.loadingForm(),
  monthsRental: (months: number) => m.monthsRental({ months }),
  driverAge: (age: number) => m.driverAge({ age }),
  people: (n: number) => m.people({ n }),
  suitcases: (n: number) => m.suitcases({ n }),
  resultsHeading: m.resultsHeading(),
  loading: m.loading(),
  loadFailed: m.loadFailed(),
  retry: m.retry(),
  fixSearch: m.fixSearch(),
  count: (shown: number, bookable: number) => m.count({ shown, bookable }),
  filterLabel: m.filterLabel(),
  sortLabel: m.sortLabel(),
  sortPrice: m.sortPrice(),
  sortCapacity: m.sortCapacity(),
  empty: {
    heading: m.emptyHeading(),
    body: m.emptyBody(),
    quote: m.emptyQuote(),
    change: m.emptyChange(),
  },
  conflict: (name: string, kept: boolean) => m.conflict({ name, kept: kept ? 'yes' : 'no' }),
  card: {
    seats: (n: number) => m.seats({ n }),
    luggage: (n: number, cargo: boolean) => (cargo ? m.cargoSpace({ n }) : m.luggage({ n })),
    minAge: (n: number) => m.minAge({ n }),
    cdl: m.cdl(),
    noCdl: m.noCdl(),
    unitsLeft: (n: number) => m.unitsLeft({ n }),
    soldOut: m.soldOut(),
    quantityLabel: m.quantityLabel(),
    choose: (name: string) => m.choose({ name }),
    chooseShort: m.chooseShort(),
    add: m.add(),
    addName: (name: string) => ` (${name})`,
    inConvoy: (n: number) => m.inConvoy({ n }),
    convoyFull: m.convoyFull(),
    quoteForThis: m.quoteForThis(),
    notBookable: m.notBookable(),
  },
  suggestion: {
    heading: (people: number, suitcases: number | null) =>
      suitcases ? m.suggestionHeadingLuggage({ people, suitcases }) : m.suggestionHeading({ people }),
    capacity: (seats: number, suitcases: number | null) =>
      suitcases === null
        ? m.suggestionCapacity({ seats })
        : m.suggestionCapacityLuggage({ seats, suitcases }),
    perDay: (cents: number) => m.perDay({ price: formatMoney(cents) }),
    cdlNote: m.cdlNote(),
    cdlBookable: m.cdlBookable(),
    choose: (name: string) => m.choose({ name }),
    quote: m.requestQuote(),
    none: m.suggestionNone(),
  },
  convoy: {
    heading: m.convoyHeading(),
    empty: m.convoyEmpty(),
    vehicles: (n: number) => m.vehicles({ n }),
    seats: (seats: number, people: number | null) =>
      people === null
        ? m.seats({ n: seats })
        : seats >= people
          ? m.convoySeats({ seats, people })
          : m.convoySeatsShort({ seats, short: people - seats, people }),
    luggage: (room: number, suitcases: number | null) =>
      suitcases === null
        ? m.convoyRoom({ room })
        : room >= suitcases
          ? m.convoyRoomFits({ room, suitcases })
          : m.convoyRoomShort({ room, short: suitcases - room, suitcases }),
    estimate: (cents: number) => m.estimate({ price: formatMoney(cents) }),
    pricing: m.convoyPricing(),
    total: (period: string) => m.convoyTotal({ period }),
    priceFailed: m.convoyPriceFailed(),
    remove: m.remove(),
    removeName: (name: string) => m.removeName({ name }),
    continue: (n: number) => m.continue({ n }),
  },
  school: {
    title: m.schoolTitle(),
    body: m.schoolBody(),
    short: m.schoolShort(),
    choose: (name: string) => m.schoolChoose({ name }),
    see: (name: string) => m.schoolSee({ name }),
  },
};
