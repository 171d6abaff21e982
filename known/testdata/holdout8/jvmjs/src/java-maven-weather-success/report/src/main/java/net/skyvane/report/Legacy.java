package net.skyvane.report;

import java.util.ArrayList;
import java.util.List;

/** Counters for the old dashboard (to be removed with the v1 API). */
final class Legacy {
    private static final List SEEN = new ArrayList();

    private Legacy() {
    }

    @SuppressWarnings("unchecked")
    static void record(Integer count) {
        SEEN.add(count);
    }
}
