package app.geofence;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class FenceRegistryTest {
    private FenceRegistry registry;

    @BeforeAll
    void loadFences() throws IOException {
        try (Reader in = new InputStreamReader(
                getClass().getResourceAsStream("/fences.txt"), StandardCharsets.UTF_8)) {
            registry = FenceRegistry.load(in);
        }
    }

    @Test
    void loadsEveryFence() {
        assertEquals(3, registry.size());
    }

    @Test
    void depotContainsItsGate() {
        assertEquals(List.of("depot"), registry.matching(new LatLon(52.3702, 4.8952)));
    }

    @Test
    void nothingOutside() {
        assertEquals(List.of(), registry.matching(new LatLon(10, 10)));
    }
}
