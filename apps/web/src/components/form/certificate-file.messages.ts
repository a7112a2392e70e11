import { defineMessages } from '../../lib/messages';

/** The certificate upload's file field and its problems (certificate-upload.tsx), for every certificate form. */
export default defineMessages({
  file: { en: 'Certificate file', es: 'Archivo del certificado' },
  fileHint: {
    en: 'A PDF or a photo (JPEG, PNG, WebP or AVIF), up to 15 MB.',
    es: 'Un PDF o una foto (JPEG, PNG, WebP o AVIF), de hasta 15 MB.',
  },
  fileMissing: {
    en: 'Choose the certificate’s file (PDF or photo) to upload.',
    es: 'Elija el archivo del certificado (PDF o foto) que desea subir.',
  },
  fileTooLarge: {
    en: 'The file is larger than 15 MB. Scan it at a lower resolution and try again.',
    es: 'El archivo pesa más de 15 MB. Escanéelo con una resolución más baja y vuelva a intentarlo.',
  },
  fileType: {
    en: 'Upload the certificate as a PDF or a photo (JPEG, PNG, WebP or AVIF).',
    es: 'Suba el certificado como PDF o como foto (JPEG, PNG, WebP o AVIF).',
  },
});
