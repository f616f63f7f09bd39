#ifndef AGILERL_EXACT_H
#define AGILERL_EXACT_H
#include <Python.h>
/* is_exact(value, levels, bound) -> bool (exact.c). */
PyObject *agl_is_exact(PyObject *self, PyObject *const *args, Py_ssize_t nargs);
#endif
