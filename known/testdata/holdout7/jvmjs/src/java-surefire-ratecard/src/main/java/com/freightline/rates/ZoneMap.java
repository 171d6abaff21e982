package com.freightline.rates;

import java.util.Map;
import java.util.TreeMap;

/** Destination country (and postcode prefix, for islands) to zone. */
public final class ZoneMap {
    private static final Log LOG = Log.get(ZoneMap.class);
    private final Map<String, Zone> byKey = new TreeMap<>();

    public ZoneMap put(String key, Zone zone) {
        byKey.put(key, zone);
        return this;
    }

    public Zone zoneFor(String country, String postcode) {
        String pc = postcode.replace(" ", "");
        for (int len = Math.min(pc.length(), 3); len > 0; len--) {
            Zone z = byKey.get(country + ":" + pc.substring(0, len));
            if (z != null) {
                LOG.debug("zone %s for %s %s (prefix %s)", z, country, postcode, pc.substring(0, len));
                return z;
            }
        }
        Zone z = byKey.getOrDefault(country, Zone.REST_OF_WORLD);
        LOG.debug("zone %s for %s %s", z, country, postcode);
        return z;
    }

    public static ZoneMap standard() {
        return new ZoneMap()
            .put("NL", Zone.DOMESTIC).put("BE", Zone.EU1).put("DE", Zone.EU1).put("LU", Zone.EU1)
            .put("FR", Zone.EU2).put("AT", Zone.EU2).put("DK", Zone.EU2).put("IT", Zone.EU2)
            .put("ES", Zone.EU2).put("PL", Zone.EU2).put("SE", Zone.EU3).put("FI", Zone.EU3)
            .put("PT", Zone.EU3).put("GR", Zone.EU3).put("ES:07", Zone.EU3).put("ES:35", Zone.REST_OF_WORLD)
            .put("ES:38", Zone.REST_OF_WORLD).put("PT:95", Zone.REST_OF_WORLD).put("DE:274", Zone.EU2);
    }
}
