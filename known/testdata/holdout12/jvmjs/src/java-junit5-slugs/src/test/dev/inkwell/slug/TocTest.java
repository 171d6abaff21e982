package dev.inkwell.slug;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class TocTest {
    @Test
    void collectsTopLevelHeadings() {
        assertEquals(List.of("intro", "setup"), Toc.anchors("# Intro\ntext\n# Setup\n"));
    }

    @Test
    void collectsThirdLevelHeadings() {
        String page = "# Install\n## From source\n### Build flags\n## Packages\n";
        assertEquals(List.of("install", "from-source", "build-flags", "packages"), Toc.anchors(page));
    }
}
