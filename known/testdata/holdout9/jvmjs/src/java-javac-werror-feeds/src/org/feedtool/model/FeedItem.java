package org.feedtool.model;

import java.time.Instant;

public record FeedItem(String guid, String title, String link, Instant published) {
}
