obj/main.o: main.c ../lib/include/geohash.h ../lib/include/strbuf.h
