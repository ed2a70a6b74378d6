import cfg from './playwright.config';
export default { ...cfg, webServer: { ...cfg.webServer, reuseExistingServer: true } };
