import type { ArticleCopy, CtaCopy } from "./blog-types";

/** Spanish copy of the demo blog. */
export const spanishArticles: Record<string, ArticleCopy> = {
  "commuting-with-a-folding-bike": {
    eyebrow: "Guías",
    title: "Ir al trabajo en bicicleta plegable: guía para empezar",
    excerpt: "Cambia el autobús abarrotado por diez minutos al aire libre. Cómo combinar bici y tren, qué ponerte y dónde dejar la bici durante el día.",
    imageAlt: "Una ciclista con una bicicleta plegada camina hacia una estación al amanecer",
    intro: "La mayoría de nuestros clientes empieza a plegar por una razón: el trayecto al trabajo. La bici plegable convierte el último kilómetro desde la estación en el mejor momento del día.",
    sections: [
      ["Planifica la ruta, no solo el paseo", "Haz el recorrido un fin de semana. Busca calles tranquilas y carriles bici, y cronometra el tramo de tu puerta al andén: a casi todos les sorprende lo corto que es."],
      ["Pedalea tranquilo, llega listo para trabajar", "A ritmo suave no necesitarás ducha. Un impermeable ligero, pinzas para el pantalón y una bolsa en el portabultos delantero os mantienen secos a ti y a tu portátil."],
      ["Dónde va la bici durante el día", "Plegada, cabe bajo una mesa o en un armario. Sin aparcabicis, sin candado y sin preocuparte por el tiempo."],
    ],
    quote: ["Gané cuarenta minutos al día y dejé el abono de transporte.", "Priya, rueda con una 6 velocidades en Londres"],
  },
  "how-to-fold-in-ten-seconds": {
    eyebrow: "Guías",
    title: "Cómo plegar tu bici en diez segundos",
    excerpt: "Tres gestos, un solo movimiento fluido. Nuestro taller muestra el plegado que todo nuevo propietario debería practicar hasta hacerlo sin pensar.",
    imageAlt: "Una bicicleta plegable en tres fases del plegado",
    intro: "Cada bici plegable tiene su ritmo. Cuando lo coges, plegarla es automático: en el torno de la estación, en la puerta de un café o al pie de la escalera.",
    sections: [
      ["Primero la rueda trasera", "Levanta un poco el sillín y haz botar suavemente el cuadro: la rueda trasera gira bajo el cuadro y la bici se sostiene sola."],
      ["Luego la delantera y el manillar", "Abre el cierre de la bisagra, lleva la rueda delantera junto a la trasera y baja el manillar. Baja el sillín para bloquearlo todo."],
      ["Practica en casa", "Pliega y despliega cinco veces en el pasillo antes de tu primera salida. Al final de la semana bajarás de diez segundos."],
    ],
  },
  "bike-and-train-travel-guide": {
    eyebrow: "Viajes",
    title: "Bici y tren: recorrer Europa con una bicicleta plegable",
    excerpt: "Las bicis plegadas viajan gratis en la mayoría de los trenes europeos. Nuestra guía para reservar, subir a bordo y descubrir una ciudad sobre dos ruedas.",
    imageAlt: "Una bicicleta plegada junto a un tren de alta velocidad en el andén",
    intro: "Una bici normal necesita reserva, vagón especial y suerte. Una bici plegada es equipaje: va donde vas tú.",
    sections: [
      ["Consulta las normas de equipaje", "La mayoría de operadores considera la bici plegada equipaje de mano si está plegada antes de subir. Una funda aleja la cadena de los demás viajeros."],
      ["Sube el último, siéntate junto al portaequipajes", "Deja subir a la gente primero y coloca la bici en el portaequipajes o entre los respaldos. Tenla a la vista y serás el primero en bajar."],
      ["Despliega y explora", "Baja del tren, despliega y pedalea directo al casco antiguo, sin colas de taxi ni horarios de autobús."],
    ],
  },
  "winter-riding-checklist": {
    eyebrow: "Mantenimiento",
    title: "Tu lista para pedalear en invierno",
    excerpt: "Días cortos, carreteras mojadas y sal. Las revisiones que os mantienen rodando con seguridad a ti y a tu bici durante los meses fríos.",
    imageAlt: "Una bicicleta plegable con luces brillantes en una calle nevada al anochecer",
    intro: "En invierno se nota una bici bien cuidada. Diez minutos a la semana mantienen la transmisión silenciosa y los frenos a punto.",
    sections: [
      ["Ver y ser visto", "Monta luces delanteras y traseras potentes y cárgalas cada fin de semana. Los detalles reflectantes en la bolsa y los tobillos te hacen visible de lado."],
      ["Agarre y frenada", "Baja un poco la presión de los neumáticos para tener más agarre en mojado y revisa las pastillas: la arenilla las desgasta mucho más en invierno."],
      ["Quita la sal", "La sal se come las cadenas. Enjuaga la bici con agua limpia tras rodar con sal, seca la cadena y añade una gota de lubricante para mojado."],
    ],
  },
  "choosing-the-right-gear-range": {
    eyebrow: "Guías",
    title: "¿Una, 6 o 12 velocidades? Cómo elegir tu cambio",
    excerpt: "¿Centro llano o afueras con cuestas? Cómo elegir el desarrollo que encaja con tus rutas, tu equipaje y tus piernas.",
    imageAlt: "Primer plano del buje trasero y la cadena de una bicicleta plegable",
    intro: "Las marchas son lo que más preocupa a quien empieza. La buena noticia: no hay respuesta equivocada, solo una que encaja mejor.",
    sections: [
      ["Una velocidad para ciudades llanas", "Menos piezas, menos peso y casi sin mantenimiento. Ideal para trayectos llanos de pocos kilómetros."],
      ["6 velocidades para el día a día", "Rango suficiente para puentes, cuestas y una bolsa cargada, sin el peso de un equipo de cicloturismo."],
      ["12 velocidades para días largos", "Saltos cortos entre marchas mantienen una cadencia suave en rutas largas y subidas duras."],
    ],
  },
  "electric-folding-bikes-explained": {
    eyebrow: "Eléctricas",
    title: "Las bicicletas plegables eléctricas, explicadas",
    excerpt: "Cómo ayuda el motor, cuánto dura una carga y por qué una plegable eléctrica sigue siendo fácil de subir por la escalera.",
    imageAlt: "Una bicicleta plegable eléctrica sube una colina sobre la ciudad",
    intro: "Una plegable eléctrica no pedalea por ti. Suaviza las cuestas y el viento en contra para que llegues fresco.",
    sections: [
      ["Asistencia, no un ciclomotor", "El motor solo ayuda mientras pedaleas y deja de asistir a 25 km/h, como exige la ley en casi toda Europa."],
      ["Autonomía real", "Cuenta con 40 a 70 km por carga, según las cuestas, la carga y el nivel de asistencia que elijas."],
      ["La batería se extrae", "La batería se quita en segundos: cárgala en tu mesa y lleva la bici por separado."],
    ],
  },
  "city-break-by-folding-bike": {
    eyebrow: "Viajes",
    title: "Una escapada urbana de fin de semana en bici plegable",
    excerpt: "Cuarenta y ocho horas, una bolsa y una bici que cabe en la habitación del hotel. Nuestra forma favorita de conocer una ciudad.",
    imageAlt: "Una bicicleta plegable aparcada en un puente frente al perfil de una ciudad",
    intro: "Andando conoces un barrio; en bici, la ciudad entera. Con una plegable no tienes que buscar alquiler ni estación de devolución.",
    sections: [
      ["Viaja ligero", "En una bolsa delantera caben una muda, un candado y un cargador. Todo lo demás puede quedarse en casa."],
      ["Sal temprano", "Antes de las nueve las calles están tranquilas. Pedalea primero hasta los monumentos y luego pliega y pasea por el centro."],
    ],
  },
  "five-minute-maintenance-routine": {
    eyebrow: "Mantenimiento",
    title: "El mantenimiento de cinco minutos",
    excerpt: "Neumáticos, cadena, frenos y bisagras: una rutina semanal rápida que mantiene tu bici segura y te ahorra visitas al taller.",
    imageAlt: "Una bomba, un trapo y un bote de lubricante junto a una bicicleta plegable",
    intro: "No necesitas un taller para tener tu plegable a punto. Una bomba, un trapo y cinco minutos el domingo son suficientes.",
    sections: [
      ["Infla y revisa", "Infla los neumáticos a la presión indicada en el flanco y busca cortes o cristales. Las ruedas pequeñas pierden presión antes que las grandes."],
      ["Cadena limpia, bisagras firmes", "Limpia la cadena, lubrícala un poco y comprueba que cada cierre de bisagra se ajusta con firmeza. Si uno está flojo, pasa por una tienda."],
    ],
  },
  "inside-our-frame-workshop": {
    eyebrow: "Entre bastidores",
    title: "Dentro de nuestro taller de cuadros",
    excerpt: "Cada cuadro se suelda a mano. Conoce al equipo que convierte tubos de acero en bicis que se pliegan miles de veces.",
    imageAlt: "Un artesano suelda un cuadro de acero en el taller",
    intro: "Nuestros cuadros los fabrica un pequeño equipo de soldadores, cada uno formado durante más de un año antes de firmar su primer cuadro.",
    sections: [
      ["Acero que dura", "Usamos acero por su resistencia y porque absorbe bien el mal asfalto. Un cuadro bien cuidado dura más que la mayoría de los coches."],
      ["Probado para plegarse", "Cada diseño de bisagra se pliega y despliega decenas de miles de veces en nuestro banco de pruebas antes de llegar a una tienda."],
    ],
    quote: ["Por las uniones se sabe quién soldó un cuadro. Todos firmamos nuestro trabajo.", "Dev, constructor de cuadros"],
  },
  "safe-storage-at-home-and-work": {
    eyebrow: "Guías",
    title: "¿Sin trastero? Cómo guardar tu plegable en casa y en el trabajo",
    excerpt: "Una bici plegada ocupa menos que una maleta. Ideas prácticas para pisos, recibidores y oficinas.",
    imageAlt: "Una bicicleta plegada en un recibidor luminoso junto a un perchero",
    intro: "La bici más segura es la que llevas contigo. Plegada, se sostiene sola en un rincón y nunca la pierdes de vista.",
    sections: [
      ["En casa", "Guárdala plegada bajo la escalera, en un armario o en un gancho de pared. Una funda mantiene la cadena lejos de tu ropa."],
      ["En el trabajo", "En la mayoría de oficinas no molesta una bici bajo la mesa. Pregunta por una taquilla, un armario o un rincón cerca de recepción."],
    ],
  },
  "bike-subscription-how-it-works": {
    eyebrow: "Suscripciones",
    title: "Cómo funciona una suscripción de bicicleta",
    excerpt: "Un precio mensual por la bici, el mantenimiento y el seguro antirrobo. A quién le conviene y cómo empezar.",
    imageAlt: "Un calendario y una bicicleta plegable que ilustran una suscripción mensual",
    intro: "Con una suscripción puedes rodar con una {brand} nueva sin pagarla por adelantado. Ideal si empiezas a ir en bici al trabajo o quieres probar antes de decidir.",
    sections: [
      ["Qué incluye", "Tu cuota mensual cubre la bici, una revisión anual y el seguro contra robo y daños. Puedes pausar, cambiar o comprar la bici más adelante."],
      ["Cómo empezar", "Elige bici y plan, inicia sesión y confirma tu identidad una sola vez. Solo lleva un par de minutos y tu bici se envía como siempre."],
    ],
  },
  "riding-in-the-rain": {
    eyebrow: "Guías",
    title: "Pedalear bajo la lluvia sin sufrir",
    excerpt: "Guardabarros, una buena chaqueta y algunos trucos para el asfalto mojado. Los días de lluvia también pueden ser buenos días de bici.",
    imageAlt: "Una persona en bicicleta plegable bajo una lluvia ligera",
    intro: "La lluvia es el motivo más habitual para dejar la bici en casa, y casi siempre el menos necesario.",
    sections: [
      ["Monta guardabarros", "Los guardabarros evitan que el agua te salpique la espalda y la bolsa. En una plegable, se pliegan con ella."],
      ["Pedalea con suavidad", "Frena antes, toma las curvas con suavidad y evita las marcas viales y las tapas metálicas, que resbalan con el agua."],
    ],
  },
};

export const spanishCtas: CtaCopy = {
  bikes: ["Encuentra tu bicicleta plegable", "Ver bicicletas"],
  accessories: ["Equipo para cada ruta", "Ver accesorios"],
  stores: ["Pruébala cerca de ti", "Buscar una tienda"],
  electric: ["Llega más lejos con menos esfuerzo", "Ver bicicletas eléctricas"],
};
