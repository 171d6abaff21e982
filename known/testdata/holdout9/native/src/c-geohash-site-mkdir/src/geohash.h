#ifndef GEOHASH_H
#define GEOHASH_H
#include <stddef.h>

#define GEOHASH_VERSION "1.1.0"

/** geohash_encode: writes the geohash of (lat, lon) with `precision` characters to out
 * (out must hold precision + 1 bytes); returns 0, or -1 for a bad argument. */
int geohash_encode(double lat, double lon, int precision, char *out);

/** geohash_decode: the centre of the cell `hash` names and its half-sizes in degrees. */
int geohash_decode(const char *hash, double *lat, double *lon, double *lat_err, double *lon_err);

/** geohash_neighbor: the adjacent cell in direction dir ('n', 's', 'e' or 'w'). */
int geohash_neighbor(const char *hash, char dir, char *out);

/** geohash_neighbors: the eight cells around hash, clockwise from north. */
int geohash_neighbors(const char *hash, char out[8][13]);
#endif
