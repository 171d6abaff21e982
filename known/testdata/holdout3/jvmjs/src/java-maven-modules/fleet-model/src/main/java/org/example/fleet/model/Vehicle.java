package org.example.fleet.model;

public record Vehicle(String plate, VehicleClass type, int capacityKg) {}
