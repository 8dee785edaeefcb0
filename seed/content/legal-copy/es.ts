import type { LegalCopy } from "./types";

export const spanishLegal: LegalCopy = {
  contact: {
    title: "Contacto",
    description: "Llama, escribe o visita {brand}: nuestro servicio de atención al cliente responde en un día laborable.",
    eyebrow: "Ayuda",
    subtitle: "¿Preguntas sobre una bicicleta, un pedido o una reparación? Nuestro equipo de atención al cliente en Madrid responde en un día laborable.",
    headline: "Cómo contactar con nosotros",
    sections: [
      ["Teléfono", "Llama al +34 910 000 180, de lunes a viernes de 9:00 a 18:00 y los sábados de 10:00 a 16:00."],
      ["Correo electrónico", "Escribe a care@{slug}.example e indica tu número de pedido si lo tienes. Respondemos en un día laborable."],
      ["Visítanos", "{brand} S.L., Calle de Alcalá 120, 28009 Madrid. Puedes probar nuestras bicicletas en cualquier tienda {brand} Junction."],
      ["Prensa y colaboraciones", "Periodistas y distribuidores pueden escribir a press@{slug}.example y trade@{slug}.example."],
    ],
  },
  delivery: {
    title: "Envíos y devoluciones",
    description: "Envío gratuito de cada bicicleta, salida en 2 días laborables y devoluciones en 30 días en {brand}.",
    eyebrow: "Ayuda",
    subtitle: "Cada bicicleta llega gratis, montada y lista para rodar, y tienes 30 días para cambiar de opinión.",
    headline: "Envíos y devoluciones de un vistazo",
    sections: [
      ["Envíos", "Los artículos en stock salen en 2 días laborables. Las bicicletas viajan montadas en una caja reciclable; los accesorios llegan en 2 a 4 días laborables.", "Las bicicletas se envían gratis. Los pedidos de accesorios por debajo del importe mínimo pagan una tarifa fija que verás al finalizar la compra."],
      ["Reservas", "Las bicicletas reservadas se envían por orden de pedido. Te enviamos la fecha de entrega por correo en cuanto tu bicicleta sale del taller."],
      ["Devoluciones", "Puedes devolver cualquier artículo en los 30 días siguientes a la entrega y te devolvemos el importe completo. Las bicicletas deben estar sin registrar y con menos de 50 km; los accesorios, sin usar y en su embalaje.", "Contacta con atención al cliente para programar una recogida gratuita. El reembolso llega a tu medio de pago original en 14 días desde que recibimos la devolución."],
    ],
  },
  warranty: {
    title: "Garantía",
    description: "Garantía de por vida en los cuadros {brand} y dos años en las piezas, para bicicletas registradas por su propietario.",
    eyebrow: "Ayuda",
    subtitle: "Fabricamos nuestras bicicletas para toda una vida de trayectos y respondemos por ellas.",
    headline: "Qué cubre la garantía",
    sections: [
      ["Cuadros y horquillas", "Todos los cuadros y horquillas {brand} tienen garantía de por vida contra defectos de fabricación para el primer propietario."],
      ["Piezas y sistema eléctrico", "Los componentes tienen dos años de garantía; la batería y el motor de las eléctricas, dos años o 500 ciclos de carga, lo que ocurra primero."],
      ["Qué no cubre", "El desgaste normal (neumáticos, pastillas, cadenas, puños), los daños por accidente, mal uso o modificaciones, y las bicicletas de alquiler o competición."],
      ["Cómo reclamar", "Registra tu bicicleta con su número de serie de 10 dígitos y contacta con atención al cliente o una tienda {brand} con una foto del defecto y tu prueba de compra."],
    ],
  },
  terms: {
    title: "Términos y condiciones",
    description: "Las condiciones en las que {brand} vende bicicletas y accesorios en esta web.",
    eyebrow: "Legal",
    subtitle: "Estas condiciones se aplican a todos los pedidos realizados en esta web. Léelas antes de comprar.",
    headline: "Condiciones de venta",
    sections: [
      ["Quiénes somos", "Esta web la gestiona {brand} S.L., Calle de Alcalá 120, 28009 Madrid. Puedes escribirnos a care@{slug}.example."],
      ["Tu pedido", "Tu pedido es una oferta de compra. El contrato se formaliza cuando te confirmamos el envío por correo. Podemos rechazar un pedido, por ejemplo si un artículo está agotado o un precio se mostró por error."],
      ["Precios y pago", "Los precios se muestran en la moneda de tu país e incluyen el IVA. El pago se cobra al realizar el pedido."],
      ["Desistimiento", "Puedes desistir de tu pedido en los 30 días siguientes a la entrega, como se explica en nuestra página de envíos y devoluciones. Esto no afecta a tus derechos legales."],
      ["Responsabilidad", "Nada en estas condiciones limita nuestra responsabilidad por daños personales causados por negligencia, por fraude o en cualquier otro caso en que la ley no lo permita."],
    ],
  },
  privacy: {
    title: "Política de privacidad",
    description: "Qué datos personales recoge {brand}, para qué, cuánto tiempo los guardamos y tus derechos.",
    eyebrow: "Legal",
    subtitle: "Solo recogemos los datos que necesitamos para vender, entregar y cuidar tu bicicleta, y nunca los vendemos.",
    headline: "Cómo usamos tus datos",
    sections: [
      ["Qué recogemos", "Tu nombre, correo electrónico, direcciones de entrega y facturación, teléfono, historial de pedidos y, si registras una bicicleta, su número de serie y fecha de compra."],
      ["Para qué", "Para gestionar y entregar tus pedidos, responder a tus preguntas, aplicar la garantía y, solo si lo aceptas, enviarte novedades y ofertas."],
      ["Cuánto tiempo", "Los datos de pedidos se conservan seis años por obligaciones fiscales. El consentimiento de marketing dura hasta que lo retires con el enlace de baja de cualquier correo."],
      ["Tus derechos", "Puedes solicitar acceso, rectificación o supresión de tus datos y oponerte a su uso. Escribe a privacy@{slug}.example; también puedes reclamar ante la AEPD."],
    ],
  },
  cookies: {
    title: "Política de cookies",
    description: "Las cookies que usa {brand} en esta web y cómo gestionarlas.",
    eyebrow: "Legal",
    subtitle: "Usamos pocas cookies: para guardar tu cesta, recordar tu país y mantener tu sesión.",
    headline: "Cookies en esta web",
    sections: [
      ["Cookies esenciales", "Tu cesta, tu elección de país e idioma y tu sesión se guardan en cookies necesarias para que la tienda funcione. No se pueden desactivar."],
      ["Preferencias", "Tu idioma se recuerda durante 365 días para que la web se abra en tu idioma la próxima vez."],
      ["Analítica", "Con tu consentimiento medimos qué páginas se visitan para mejorar la tienda. Los datos son anónimos."],
      ["Gestionar las cookies", "Puedes borrar las cookies cuando quieras en los ajustes de tu navegador. Sin las cookies esenciales, la cesta y el pago no funcionan."],
    ],
  },
};
