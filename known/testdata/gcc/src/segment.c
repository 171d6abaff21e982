#include "point.h"
#include "segment.h"

struct point segment_mid(struct segment s)
{
    return point_mid(s.from, s.to);
}
