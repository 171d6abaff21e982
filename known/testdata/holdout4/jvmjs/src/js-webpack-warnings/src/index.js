import { loadLocale } from "./i18n";
import { hero } from "./widgets/hero";
import { pricingTable } from "./widgets/pricing";

loadLocale(navigator.language || "en");
const app = document.getElementById("app");
app.innerHTML = hero() + pricingTable(location.hash === "#yearly");
window.addEventListener("hashchange", () => {
  app.innerHTML = hero() + pricingTable(location.hash === "#yearly");
});
