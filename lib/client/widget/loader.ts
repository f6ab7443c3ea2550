import { startWidgetLoader, type LoaderConfig } from './overlay';

/*
 * The entry of /widget.js (tools/build-widget.ts bundles it into one plain script). The server wraps the
 * bundle in a function whose parameter is this park's configuration (lib/server/site/widget-script.ts),
 * so the script defines no global of its own.
 */
declare const WIDGET_CONFIG: LoaderConfig;

startWidgetLoader(WIDGET_CONFIG);
