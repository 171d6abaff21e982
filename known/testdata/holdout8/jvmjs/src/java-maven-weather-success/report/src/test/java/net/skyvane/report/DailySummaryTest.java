package net.skyvane.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import net.skyvane.model.Reading;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DailySummaryTest {
    @ParameterizedTest
    @ValueSource(strings = {"KX01", "KX02", "LB17", "MH03", "RV22", "TN09", "QA11", "QA12", "ZE04", "ZE05", "ZE06", "PL30"})
    void summarisesStation(String station) {
        List<Reading> rs = new ArrayList<>();
        for (int h = 0; h < 24; h++) {
            rs.add(new Reading(station, Instant.ofEpochSecond(1714953600L + h * 3600), 80 + h * 5, 60, 10130, h));
        }
        String line = new DailySummary().summarise(station, rs);
        assertEquals(station + " min 8.0 max 19.5 mean 13.8 wind 23", line);
    }

    @Test
    @Disabled("flaky on CI runners, see skyvane#230")
    void rendersChart() {
    }
}
