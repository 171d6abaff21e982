obj/geohash.o: src/geohash.c include/geohash.h
include/geohash.h:
