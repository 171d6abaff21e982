package news.feedmerge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertIterableEquals;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;

class MergerTest {
    private static Item item(String guid, String when) {
        return new Item(guid, guid.toUpperCase(), Instant.parse(when));
    }

    @Test
    void dropsDuplicateGuids() {
        List<Item> merged = Merger.merge(List.of(
                List.of(item("a", "2025-03-01T08:00:00Z")),
                List.of(item("a", "2025-03-01T08:00:00Z"), item("b", "2025-03-01T09:00:00Z"))));
        assertEquals(2, merged.size());
    }

    @Test
    void newestFirst() {
        List<Item> merged = Merger.merge(List.of(
                List.of(item("a", "2025-03-01T08:00:00Z"), item("c", "2025-03-01T10:30:00Z")),
                List.of(item("b", "2025-03-01T09:15:00Z"))));
        assertIterableEquals(List.of("c", "b", "a"), merged.stream().map(Item::guid).toList());
    }

    @Disabled("Atom <updated> vs <published> not decided yet")
    @Test
    void atomUpdatedWins() {
    }
}
