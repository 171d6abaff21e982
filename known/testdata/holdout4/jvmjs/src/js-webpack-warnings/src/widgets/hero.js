import { t } from "../i18n";

export function hero() {
  return `<header><p>${t("hero.trust")}</p><a class="cta" href="/signup">${t("cta.trial")}</a><a href="/demo">${t("cta.demo")}</a></header>`;
}
