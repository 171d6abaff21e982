#include "calc.h"

struct value value_num(double v)
{
	struct value r = { 1, v, 0 };
	return r;
}

struct value value_err(const char *msg)
{
	struct value r = { 0, 0, msg };
	return r;
}
