package io.feedsync;

import java.net.URI;

record Feed(URI uri) {
    static Feed of(String s) {
        return new Feed(URI.create(s.trim()));
    }
}
