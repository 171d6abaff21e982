#include <string.h>

#include "geohash.h"

int geohash_neighbor(const char *hash, char dir, char *out)
{
	double lat, lon, dlat, dlon;
	if (geohash_decode(hash, &lat, &lon, &dlat, &dlon) < 0)
		return -1;
	switch (dir) {
	case 'n': lat += 2 * dlat; break;
	case 's': lat -= 2 * dlat; break;
	case 'e': lon += 2 * dlon; break;
	case 'w': lon -= 2 * dlon; break;
	default: return -1;
	}
	if (lon > 180) lon -= 360;
	if (lon < -180) lon += 360;
	if (lat > 90 || lat < -90)
		return -1;
	return geohash_encode(lat, lon, (int)strlen(hash), out);
}

int geohash_neighbors(const char *hash, char out[8][13])
{
	char n[13], s[13];
	if (geohash_neighbor(hash, 'n', n) < 0 || geohash_neighbor(hash, 's', s) < 0)
		return -1;
	strcpy(out[0], n);
	geohash_neighbor(n, 'e', out[1]);
	geohash_neighbor(hash, 'e', out[2]);
	geohash_neighbor(s, 'e', out[3]);
	strcpy(out[4], s);
	geohash_neighbor(s, 'w', out[5]);
	geohash_neighbor(hash, 'w', out[6]);
	geohash_neighbor(n, 'w', out[7]);
	return 0;
}
