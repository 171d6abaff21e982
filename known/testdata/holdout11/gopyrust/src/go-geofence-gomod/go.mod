module example.com/geofence

go 1.27

toolchain go1.27.1
