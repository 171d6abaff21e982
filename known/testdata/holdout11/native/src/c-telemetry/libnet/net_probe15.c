#include "probe.h"
int net_probe15(struct sample *out)
{
	out->name = "net.metric15";
	out->value = 15.5;
	out->ts = 0;
	return 0;
}
