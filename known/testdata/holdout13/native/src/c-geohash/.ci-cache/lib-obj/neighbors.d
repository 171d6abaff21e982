obj/neighbors.o: src/neighbors.c include/geohash.h
include/geohash.h:
