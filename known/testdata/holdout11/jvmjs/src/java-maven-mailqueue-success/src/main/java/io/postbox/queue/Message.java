package io.postbox.queue;

public record Message(String id, String to, String subject) {}
