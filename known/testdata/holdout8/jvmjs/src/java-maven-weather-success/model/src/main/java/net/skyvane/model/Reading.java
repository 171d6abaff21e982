package net.skyvane.model;

import java.time.Instant;

/** One sensor reading; temperature in tenths of a degree Celsius, pressure in tenths of hPa. */
public record Reading(String station, Instant at, int tempDeci, int humidity, int pressureDeci, int windKmh) {
    public Reading {
        if (humidity < 0 || humidity > 100) {
            throw new IllegalArgumentException("humidity out of range: " + humidity);
        }
    }

    public double tempC() {
        return tempDeci / 10.0;
    }

    public double pressureHpa() {
        return pressureDeci / 10.0;
    }
}
