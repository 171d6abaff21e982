package news.feedmerge;

import java.time.Instant;

public record Item(String guid, String title, Instant published) {}
