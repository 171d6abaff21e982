package io.tallyho.ledger;

import java.util.Set;

public final class Currencies {
    public static final Set<String> SUPPORTED = Set.of("EUR", "USD", "GBP", "CHF", "SEK");
    private Currencies() {}

    public static boolean supported(String code) { return SUPPORTED.contains(code); }
}
