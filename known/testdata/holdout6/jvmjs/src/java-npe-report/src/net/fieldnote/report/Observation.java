package net.fieldnote.report;

public record Observation(String siteCode, String species, int count) {}
