package org.example.fleet.model;

public enum VehicleClass { VAN, TRUCK, CARGO_BIKE }
