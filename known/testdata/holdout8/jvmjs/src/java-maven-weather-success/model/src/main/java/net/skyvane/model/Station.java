package net.skyvane.model;

public record Station(String id, String name, double lat, double lon, int elevationM) {
    public boolean coastal() {
        return elevationM < 20;
    }
}
