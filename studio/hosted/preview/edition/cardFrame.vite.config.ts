// The preview's card frame (./cardFrame.tsx), built by ../editionBuild.ts right after the chat's
// edition, into its cartao/ folder: a build of its own so that its stylesheet (a transparent page
// around the modal) never lands in the chat's. The content modules the copy context imports are
// the edition's empty ones: the frame's texts come with its init.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { editionBuild, liveContent } from './vite.config.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export default defineConfig({
  root,
  base: `${process.env.PREVIA_BASE ?? '/previa/app/'}cartao/`,
  publicDir: false,
  plugins: [react(), liveContent()],
  logLevel: 'warn',
  ...editionBuild('./cardFrame.tsx', 'cartao'),
});
