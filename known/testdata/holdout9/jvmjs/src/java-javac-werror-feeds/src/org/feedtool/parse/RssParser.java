package org.feedtool.parse;

import org.feedtool.model.Feed;
import org.feedtool.model.FeedItem;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;

public class RssParser {
    private final Map cache = new HashMap();

    public Feed parse(InputStream in) throws Exception {
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
        Element channel = (Element) doc.getElementsByTagName("channel").item(0);
        Feed feed = new Feed(text(channel, "title"));
        NodeList items = channel.getElementsByTagName("item");
        for (int i = 0; i < items.getLength(); i++) {
            Element item = (Element) items.item(i);
            String guid = text(item, "guid");
            FeedItem fi = new FeedItem(guid, text(item, "title"), text(item, "link"),
                DateParser.parse(text(item, "pubDate")));
            cache.put(guid, fi);
            feed.add(fi);
        }
        return feed;
    }

    private static String text(Element parent, String tag) {
        NodeList n = parent.getElementsByTagName(tag);
        return n.getLength() == 0 ? null : n.item(0).getTextContent().trim();
    }
}
