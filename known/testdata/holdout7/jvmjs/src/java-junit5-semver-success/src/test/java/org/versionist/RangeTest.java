package org.versionist;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

class RangeTest {
    @Test
    void caretAllowsMinorAndPatch() {
        Range r = Range.caret("^1.4.2");
        assertTrue(r.allows(Version.parse("1.4.2")));
        assertTrue(r.allows(Version.parse("1.9.0")));
        assertFalse(r.allows(Version.parse("2.0.0")));
    }

    @Test
    void caretOnZeroMajorPinsMinor() {
        Range r = Range.caret("^0.3.1");
        assertTrue(r.allows(Version.parse("0.3.9")));
        assertFalse(r.allows(Version.parse("0.4.0")));
    }

    @Test
    void prereleasesAreSkipped() {
        assertFalse(Range.caret("^1.0.0").allows(Version.parse("1.2.0-beta.2")));
    }

    @Test
    void matchesRegistryIndex() {
        assumeTrue(System.getenv("VERSIONIST_REGISTRY") != null, "VERSIONIST_REGISTRY not set: registry check skipped");
        fail("never reached without a registry");
    }

    @Test
    void onlyCaretRanges() {
        assertThrows(IllegalArgumentException.class, () -> Range.caret("~1.2.0"));
    }
}
