/* is_exact: whether a Python value already is exact JSON data within the limits, so that
   spec validation judges it as it is instead of copying it (agilerl.models._validation).

   Exact JSON data: a dict with str keys, a list, a str, an int, a float, a bool or None,
   each of exactly that type (no subclass), nested at most `levels` dicts and lists deep;
   no str (key or value) holding a surrogate code point (U+D800..U+DFFF: not Unicode text,
   it has no UTF-8 form); every int and every float within [-bound, bound] (so no NaN and
   no infinity). Anything else is "not exact", never an error: the caller then makes the
   copy (jsonable), which refuses what is no JSON data with a message naming the path.

   No Python code runs during the walk (only exact built-in types are looked into, and
   nothing is compared through a method), so the GIL is held throughout and no other
   thread can change a dict or a list while it is read. The recursion is at most `levels`
   deep; the module refuses a `levels` above AGL_MAX_LEVELS. */
#include "exact.h"

#define AGL_MAX_LEVELS 1000
#define AGL_MAX_BOUND 9007199254740991LL /* 2**53 - 1: the largest bound exact as a double */

/* Whether str `s` holds no surrogate code point. Latin-1 strings cannot hold one. */
static int text_ok(PyObject *s) {
#if PY_VERSION_HEX < 0x030C0000
    if (PyUnicode_READY(s) < 0) { /* a legacy string that cannot be read: not exact */
        PyErr_Clear();
        return 0;
    }
#endif
    if (PyUnicode_IS_ASCII(s)) return 1;
    int kind = PyUnicode_KIND(s);
    Py_ssize_t n = PyUnicode_GET_LENGTH(s);
    if (kind == PyUnicode_2BYTE_KIND) {
        const Py_UCS2 *u = PyUnicode_2BYTE_DATA(s);
        for (Py_ssize_t i = 0; i < n; i++)
            if ((u[i] & 0xF800) == 0xD800) return 0;
    } else if (kind == PyUnicode_4BYTE_KIND) {
        const Py_UCS4 *u = PyUnicode_4BYTE_DATA(s);
        for (Py_ssize_t i = 0; i < n; i++)
            if ((u[i] & 0xFFFFF800u) == 0xD800) return 0;
    }
    return 1;
}

static int exact(PyObject *v, int levels, long long bound, double fbound) {
    PyTypeObject *type = Py_TYPE(v);
    if (type == &PyUnicode_Type) return text_ok(v);
    if (type == &PyLong_Type) {
        int over = 0;
        long long x = PyLong_AsLongLongAndOverflow(v, &over);
        if (x == -1 && PyErr_Occurred()) { /* not for an exact int; kept safe all the same */
            PyErr_Clear();
            return 0;
        }
        return !over && x >= -bound && x <= bound;
    }
    if (type == &PyFloat_Type) {
        double x = PyFloat_AS_DOUBLE(v);
        return x >= -fbound && x <= fbound; /* NaN: false */
    }
    if (type == &PyBool_Type || v == Py_None) return 1;
    if (type == &PyDict_Type) {
        if (levels <= 0) return 0;
        Py_ssize_t pos = 0;
        PyObject *key, *item;
        while (PyDict_Next(v, &pos, &key, &item))
            if (Py_TYPE(key) != &PyUnicode_Type || !text_ok(key) ||
                !exact(item, levels - 1, bound, fbound))
                return 0;
        return 1;
    }
    if (type == &PyList_Type) {
        if (levels <= 0) return 0;
        for (Py_ssize_t i = 0; i < PyList_GET_SIZE(v); i++)
            if (!exact(PyList_GET_ITEM(v, i), levels - 1, bound, fbound)) return 0;
        return 1;
    }
    return 0;
}

PyObject *agl_is_exact(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    (void)self;
    if (nargs != 3) {
        PyErr_Format(PyExc_TypeError, "is_exact(value, levels, bound): expected 3 arguments, "
                     "got %zd", nargs);
        return NULL;
    }
    long levels = PyLong_AsLong(args[1]);
    if (levels == -1 && PyErr_Occurred()) return NULL;
    long long bound = PyLong_AsLongLong(args[2]);
    if (bound == -1 && PyErr_Occurred()) return NULL;
    if (levels < 0 || levels > AGL_MAX_LEVELS || bound < 0 || bound > AGL_MAX_BOUND) {
        PyErr_Format(PyExc_ValueError, "is_exact: levels %ld not in [0, %d] or bound %lld "
                     "not in [0, 2**53 - 1]", levels, AGL_MAX_LEVELS, bound);
        return NULL;
    }
    return PyBool_FromLong(exact(args[0], (int)levels, bound, (double)bound));
}
