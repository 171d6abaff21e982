package org.versionist;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class VersionTest {
    @Test
    void parsesPlainVersion() {
        assertEquals(new Version(1, 4, 2, null), Version.parse("1.4.2"));
    }

    @Test
    void parsesLeadingV() {
        assertEquals(new Version(2, 0, 0, "rc.1"), Version.parse("v2.0.0-rc.1"));
    }

    @Test
    void rejectsTwoParts() {
        assertThrows(IllegalArgumentException.class, () -> Version.parse("1.4"));
    }

    @ParameterizedTest(name = "{0} < {1}")
    @CsvSource({"1.0.0, 1.0.1", "1.0.9, 1.1.0", "1.9.0, 2.0.0", "1.0.0-alpha, 1.0.0", "1.0.0-alpha, 1.0.0-beta"})
    void orders(String lower, String higher) {
        assertTrue(Version.parse(lower).compareTo(Version.parse(higher)) < 0);
    }

    @Test
    @Disabled("build metadata (+sha) is not parsed yet, see #212")
    void parsesBuildMetadata() {
        assertEquals("1.0.0", Version.parse("1.0.0+20240506.abc123").toString());
    }
}
