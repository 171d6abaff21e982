#ifndef GEOHASH_H
#define GEOHASH_H
int geohash_encode(double lat, double lon, int precision, char *out);
int geohash_decode(const char *hash, double *lat, double *lon);
int geohash_neighbor(const char *hash, int dir, char *out);
#endif
