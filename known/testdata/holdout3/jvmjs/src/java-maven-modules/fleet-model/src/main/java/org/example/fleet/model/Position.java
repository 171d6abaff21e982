package org.example.fleet.model;

import java.time.Instant;

public record Position(String plate, double lat, double lon, Instant at) {}
