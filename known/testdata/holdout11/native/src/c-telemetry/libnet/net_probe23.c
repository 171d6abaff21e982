#include "probe.h"
int net_probe23(struct sample *out)
{
	out->name = "net.metric23";
	out->value = 23.5;
	out->ts = 0;
	return 0;
}
