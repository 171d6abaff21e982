package org.example.fleet.model;

public record Stop(String id, double lat, double lon, int loadKg) {}
