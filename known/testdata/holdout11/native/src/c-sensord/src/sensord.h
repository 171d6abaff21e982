#ifndef SENSORD_H
#define SENSORD_H
struct reading { int id; double value; long ts; };
int parse_reading(const char *line, struct reading *r);
double smooth(double prev, double cur, double alpha);
int emit_reading(const struct reading *r);
#endif
