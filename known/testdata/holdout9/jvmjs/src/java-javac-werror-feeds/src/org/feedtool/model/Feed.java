package org.feedtool.model;

import java.util.ArrayList;
import java.util.List;

public class Feed {
    private final String title;
    private final List<FeedItem> items = new ArrayList<>();

    public Feed(String title) {
        this.title = title;
    }

    public String title() { return title; }

    public List<FeedItem> items() { return items; }

    public void add(FeedItem item) { items.add(item); }
}
