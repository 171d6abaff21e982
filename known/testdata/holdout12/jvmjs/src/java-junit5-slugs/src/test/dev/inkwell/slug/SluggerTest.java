package dev.inkwell.slug;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SluggerTest {
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "Getting Started, getting-started",
        "What's new in 2.0?, what-s-new-in-2-0",
        "  Leading spaces, leading-spaces",
        "Crème brûlée recipes, creme-brulee-recipes",
        "API / CLI, api-cli",
    })
    void slugs(String title, String expected) {
        assertEquals(expected, Slugger.slug(title));
    }
}
