package eu.parcelpoint.shipping.rates;

import eu.parcelpoint.shipping.model.Zone;

import java.util.Set;

public class ZoneResolver {
    private static final Set<String> EU = Set.of(
        "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU",
        "IE", "IT", "LT", "LU", "LV", "MT", "PL", "PT", "RO", "SE", "SI", "SK");
    private static final Set<String> EUROPE_OTHER = Set.of("CH", "NO", "GB", "IS", "RS", "UA");

    private final String home;

    public ZoneResolver(String home) {
        this.home = home;
    }

    public Zone resolve(String country) {
        if (country.equalsIgnoreCase(home)) {
            return Zone.DOMESTIC;
        }
        if (EU.contains(country)) {
            return Zone.EU;
        }
        return EUROPE_OTHER.contains(country) ? Zone.EUROPE_OTHER : Zone.WORLD;
    }
}
