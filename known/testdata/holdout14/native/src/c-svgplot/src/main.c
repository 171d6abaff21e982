#include "plot.h"
int main(void)
{
	static const double y[] = { 1, 4, 2, 8, 5, 7 };
	struct series s = { "demo", y, 6 };
	struct scale xs = { 0, 5, 400 }, ys = { 0, 8, 200 };
	svg_begin(stdout, 400, 200);
	axis_write(stdout, &xs, &ys);
	series_write(stdout, &s, &xs, &ys);
	svg_end(stdout);
	return 0;
}
