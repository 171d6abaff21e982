package org.feedtool.cli;

import org.feedtool.model.Feed;
import org.feedtool.model.FeedItem;
import org.feedtool.parse.RssParser;

import java.io.FileInputStream;
import java.io.InputStream;

public class Main {
    public static void main(String[] args) throws Exception {
        int limit = args.length > 1 ? new Integer(args[1]) : 10;
        try (InputStream in = new FileInputStream(args[0])) {
            Feed feed = new RssParser().parse(in);
            System.out.println(feed.title());
            feed.items().stream().limit(limit).forEach(Main::print);
        }
    }

    private static void print(FeedItem item) {
        switch (item.title() == null ? 0 : item.title().length() / 40) {
            case 0:
                System.out.print("  ");
            case 1:
                System.out.println(item.title());
                break;
            default:
                System.out.println(item.title().substring(0, 77) + "...");
        }
    }
}
