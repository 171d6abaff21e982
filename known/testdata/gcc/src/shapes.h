#ifndef SHAPES_H
#define SHAPES_H
struct shape { int w; length_t h; };
int area(struct shape s);
#endif
