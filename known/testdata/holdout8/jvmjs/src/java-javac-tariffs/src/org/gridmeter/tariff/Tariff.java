package org.gridmeter.tariff;

import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public final class Tariff {
    private final String code;
    private final List<Band> bands = new ArrayList<>();

    public Tariff(String code) {
        this.code = code;
    }

    public String code() { return code; }

    public Tariff add(Band band) {
        bands.add(band);
        return this;
    }

    public List<Band> bands() {
        return Collections.unmodifiableList(bands);
    }

    public Band bandAt(LocalTime t) {
        for (Band b : bands) {
            if (b.contains(t)) {
                return b;
            }
        }
        throw new IllegalArgumentException(code + ": no band covers " + t);
    }
}
