#include "probe.h"
int disk_probe20(struct sample *out)
{
	out->name = "disk.metric20";
	out->value = 20.5;
	out->ts = 0;
	return 0;
}
